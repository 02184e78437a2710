import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ConfigProblem } from './widget-config-problems';

/** Why the dialog refused to save, one line per reason. */
export function ProblemList({ problems }: { problems: readonly ConfigProblem[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {problems.map((problem) => (
        <div key={`${problem.key}-${JSON.stringify(problem.values ?? {})}`}>{t(problem.key, problem.values)}</div>
      ))}
    </Alert>
  );
}
