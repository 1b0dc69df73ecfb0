export { default, generateMetadata } from '@/app/[locale]/buyers/page';
