// /home is the Home screen too.
export { default } from '../page';
export const revalidate = 500;
