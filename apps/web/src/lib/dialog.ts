// Its own module so that `import('./dialog')` splits Dialog, and only Dialog, into a lazy chunk.
export { Dialog } from 'antd-mobile';
