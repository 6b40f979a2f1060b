'use client';
// Catches the notFound() of NotFoundStatus in the browser and shows nothing, so the
// page around it (the home screen) stays. Any other error goes on to the error screen.
import { Component, type ReactNode } from 'react';
import { isNotFoundError } from '@/lib/not-found-error';

export class IgnoreNotFound extends Component<{ children: ReactNode }, { caught: boolean }> {
  state = { caught: false };

  static getDerivedStateFromError(error: unknown) {
    if (isNotFoundError(error)) return { caught: true };
    throw error;
  }

  render() {
    return this.state.caught ? null : this.props.children;
  }
}
