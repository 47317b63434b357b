import { remoteViteConfig } from '@portal/portal-kit/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ command }) => remoteViteConfig('notifications', command));
