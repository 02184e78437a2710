import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { initTestI18n } from '../../test/render';
import type { WidgetProps } from '../widget-definition';

/** English texts, as a user reads them; `initTestI18n` also unmounts what a test rendered after it. */
export async function englishTranslate(): Promise<(key: string) => string> {
  await initTestI18n();
  return (key) => i18next.t(key);
}

/** Renders a widget component as a dashboard would, with English texts and a time window of the last hour. */
export async function renderWidget<S extends object>(
  Component: ComponentType<WidgetProps<S>>,
  props: Omit<WidgetProps<S>, 'translate' | 'timeWindow'> & Partial<Pick<WidgetProps<S>, 'timeWindow'>>,
) {
  const translate = await englishTranslate();
  return render(
    <Component timeWindow={{ min: Date.now() - 3_600_000, max: Date.now() }} translate={translate} {...props} />,
  );
}
