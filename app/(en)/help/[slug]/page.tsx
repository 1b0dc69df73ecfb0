export { default, generateMetadata, generateStaticParams } from '@/app/[locale]/help/[slug]/page';
export const dynamicParams = false;
