export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/[locale]/newsletter/[slug]/page';
export const dynamicParams = false;
