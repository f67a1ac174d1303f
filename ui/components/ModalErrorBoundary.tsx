// One error boundary per test dialog (spec §8): a crash inside a modal closes it and toasts
// '{name} interface crashed. Please try again.' instead of taking the whole screen down.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { toast } from '../shell/toast/toast-state.ts';

interface Props {
  name: string;
  onCrash: () => void;
  children: ReactNode;
}

export class ModalErrorBoundary extends Component<Props, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.name} dialog crashed`, error, info.componentStack);
    toast({ title: 'Error', description: `${this.props.name} interface crashed. Please try again.`, variant: 'destructive' });
    this.props.onCrash();
  }

  override render(): ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}
