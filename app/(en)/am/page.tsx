export { default, generateMetadata } from '@/app/[locale]/am/page';
