export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/[locale]/help/topics/[topic]/page/[page]/page';
export const dynamicParams = false;
