export { default, generateMetadata } from '@/app/[locale]/welcome/page';
