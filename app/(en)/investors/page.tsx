export { default, generateMetadata } from '@/app/[locale]/investors/page';
