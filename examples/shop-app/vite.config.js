import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A static build: nginx (nginx.conf.template) serves it and sends Shopfront's paths to the Shopfront server.
export default defineConfig({ plugins: [react()] });
