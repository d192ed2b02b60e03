/** Which portal the assistant is opened in: its actions link to that portal's pages. */
export type AssistantPortal = 'customer' | 'admin';
