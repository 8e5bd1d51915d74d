/** The public configuration hook lives in lib/ (shared by the chat widget and the language feature). */
export { usePublicConfig, type PublicConfigState } from '../../lib/public-config.tsx';
