import { runStages, warmRules, type RuleStage } from './validate';

/** A task of the rules pool: some stages of one check (rules-pool.ts). */
export interface StagesTask {
  stages: RuleStage[];
  xml: string | Uint8Array;
  syntax: 'cii' | 'ubl';
}

/** The task that loads the rules into a thread ahead of its first check (rules-pool.ts `warm`). */
export interface WarmTask {
  warm: true;
}

/** The worker thread's entry: runs the stages; the compiled rules stay loaded in the thread between tasks. */
export default function runTask(task: StagesTask | WarmTask) {
  if ('warm' in task) return warmRules();
  return runStages(task.stages, task.xml, task.syntax);
}
