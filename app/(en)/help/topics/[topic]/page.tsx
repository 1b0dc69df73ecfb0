export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/[locale]/help/topics/[topic]/page';
export const dynamicParams = false;
