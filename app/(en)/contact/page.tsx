export { default, generateMetadata } from '@/app/[locale]/contact/page';
