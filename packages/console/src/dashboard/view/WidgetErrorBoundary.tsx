import { Box, Typography } from '@mui/material';
import { Component, type ReactNode } from 'react';

interface WidgetErrorBoundaryProps {
  /** the text shown instead of the widget, followed by the error's message */
  message: string;
  children: ReactNode;
}

/** Catches what a widget throws while rendering, so one broken widget never takes the dashboard down. */
export class WidgetErrorBoundary extends Component<WidgetErrorBoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error('A dashboard widget failed', error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box role="alert" data-testid="widget-error" sx={{ p: 1, color: 'error.main', overflow: 'auto' }}>
        <Typography variant="body2">{this.props.message}</Typography>
        <Typography variant="caption">{this.state.error.message}</Typography>
      </Box>
    );
  }
}
