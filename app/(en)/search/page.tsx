export { default, generateMetadata } from '@/app/[locale]/search/page';
