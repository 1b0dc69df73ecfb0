export { default, generateMetadata } from '@/app/[locale]/help/page';
