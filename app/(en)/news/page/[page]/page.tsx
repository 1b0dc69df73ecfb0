export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/[locale]/news/page/[page]/page';
export const dynamicParams = false;
