export { default, generateMetadata, generateStaticParams } from '@/app/[locale]/news/[slug]/page';
export const dynamicParams = false;
