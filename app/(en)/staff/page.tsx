export { default, generateMetadata } from '@/app/[locale]/staff/page';
