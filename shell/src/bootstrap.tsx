import { startBoot } from './boot/boot-plan.tsx';

await startBoot(document.getElementById('root')!);
