export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/[locale]/jobs/page/[page]/page';
export const dynamicParams = false;
