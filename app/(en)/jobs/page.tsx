export { default, generateMetadata } from '@/app/[locale]/jobs/page';
