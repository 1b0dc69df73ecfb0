export { default, generateMetadata } from '@/app/[locale]/clients/page';
