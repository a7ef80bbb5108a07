import { madeBefore, requestAsItStood, type RequestAddendum, type RequestFile } from '@brf/domain/projects';
import type { RequestRecord } from '@brf/supabase/data';
import type { DecisionProject } from './api/decision-project.ts';
import type { PackMessage } from './api/decision-questions.ts';

export interface QuestionThread {
  question: PackMessage;
  /** the replies to it and to its replies, oldest first */
  answers: PackMessage[];
}

/** Part 1 beyond its facts: the request as it stood at the deadline, each addendum, the questions and answers. */
export interface RequestPart {
  /** when the first quote froze the request; null when no quote arrived */
  frozenAt: string | null;
  /** the numbers of the addenda made before the deadline: part of the request the quotes answered */
  addendaBeforeDeadline: number[];
  /** the request's files at the deadline, oldest first */
  documents: RequestFile[] | null;
  addenda: { addendum: RequestAddendum; beforeDeadline: boolean }[];
  questions: QuestionThread[];
}

function threads(messages: readonly PackMessage[]): QuestionThread[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  const rootOf = (message: PackMessage): PackMessage => {
    let current = message;
    const seen = new Set<string>();
    while (current.parentId && byId.has(current.parentId) && !seen.has(current.id)) {
      seen.add(current.id);
      current = byId.get(current.parentId)!;
    }
    return current;
  };
  const ordered = [...messages].sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
  const found = new Map<string, QuestionThread>();
  for (const message of ordered) {
    const root = rootOf(message);
    if (root.id === message.id) found.set(message.id, { question: message, answers: [] });
  }
  for (const message of ordered) {
    const root = rootOf(message);
    if (root.id !== message.id) found.get(root.id)?.answers.push(message);
  }
  return [...found.values()];
}

/**
 * The pack prints the request as it stood at the deadline (decision 0025): the project's title,
 * description and categories as the snapshot and the addenda before the deadline make them, then
 * every addendum, then the questions and answers. A project no quote froze is shown as it stands.
 */
export function requestPart(
  project: DecisionProject,
  record: RequestRecord,
  messages: readonly PackMessage[],
): { project: DecisionProject; request: RequestPart } {
  const { snapshot, addenda } = record;
  const deadline = project.submissionDeadline;
  const listed = addenda.map((addendum) => ({ addendum, beforeDeadline: madeBefore(addendum, deadline) }));
  if (!snapshot) {
    return {
      project,
      request: {
        frozenAt: null,
        addendaBeforeDeadline: [],
        documents: null,
        addenda: listed,
        questions: threads(messages),
      },
    };
  }
  const stood = requestAsItStood(snapshot, addenda, deadline);
  return {
    project: { ...project, title: stood.title, description: stood.description, categories: stood.categories },
    request: {
      frozenAt: snapshot.takenAt,
      addendaBeforeDeadline: stood.addenda,
      documents: stood.files,
      addenda: listed,
      questions: threads(messages),
    },
  };
}
