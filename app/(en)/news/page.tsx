export { default, generateMetadata } from '@/app/[locale]/news/page';
