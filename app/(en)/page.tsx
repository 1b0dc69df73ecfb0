export { default, generateMetadata } from '@/app/[locale]/page';
