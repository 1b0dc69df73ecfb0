export { default, generateMetadata } from '@/app/[locale]/talents/page';
