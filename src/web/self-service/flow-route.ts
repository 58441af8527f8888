// What the route table says of a self-service page (docs/product/shell.md): the module every call
// of its screens is made under, whether the help panel shows beside it, and where the flow's
// steps show. The router gives it to the page (router.tsx); no screen reads it from the
// address. Kept apart from the flows' screens: the router, on the login page, imports it, so
// it holds nothing else (screens read it through useFlow).

import { createContext } from 'react';
import type { FlowModule } from '#domain/self-service/flow';
import type { RegistrationScreen } from '#web/paths.ts';

export interface FlowRoute {
  /** The module of every call the page's screens make (the flow record's `module`). */
  module: FlowModule;
  /**
   * docs/product/shell.md#routes-and-page-titles: the right-hand help panel shows beside this
   * page's screen.
   */
  helpPanel?: boolean;
  /**
   * A start of the flow: the first step is pushed after it, so that browser Back from any
   * step returns here (docs/product/registration.md); every later step replaces the one before.
   */
  start?: boolean;
  /**
   * The address of each step of the flow. Without one the steps show one after the other at
   * the page's own address (the password reset, decision 0014).
   */
  stepPath?: (screen: RegistrationScreen) => string;
}

export const FlowRouteContext = createContext<FlowRoute | undefined>(undefined);
