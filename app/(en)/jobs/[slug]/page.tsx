export { default, generateMetadata, generateStaticParams } from '@/app/[locale]/jobs/[slug]/page';
export const dynamicParams = false;
