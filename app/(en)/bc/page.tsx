export { default, generateMetadata } from '@/app/[locale]/bc/page';
