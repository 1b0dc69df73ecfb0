export { default, generateMetadata } from '@/app/[locale]/newsletter/invalid-link/page';
