export { default, generateMetadata } from '@/app/[locale]/account/page';
