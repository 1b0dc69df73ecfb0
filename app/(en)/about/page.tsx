export { default, generateMetadata } from '@/app/[locale]/about/page';
