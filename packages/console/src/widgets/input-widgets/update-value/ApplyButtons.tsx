import { mdiCheck, mdiClose } from '@mdi/js';
import { IconButton, Tooltip } from '@mui/material';
import { MdiIcon } from '../../../components/icons/MdiIcon';

interface ApplyButtonsProps {
  /** the tooltip and name of the apply button */
  applyLabel: string;
  discardLabel: string;
  canApply: boolean;
  canDiscard: boolean;
  onDiscard(): void;
}

/** The platform's check and close buttons beside an input: apply submits the form, discard restores the value. */
export function ApplyButtons({ applyLabel, discardLabel, canApply, canDiscard, onDiscard }: ApplyButtonsProps) {
  return (
    <>
      <Tooltip title={applyLabel}>
        <span>
          <IconButton type="submit" color="primary" disabled={!canApply} aria-label={applyLabel}>
            <MdiIcon path={mdiCheck} />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={discardLabel}>
        <span>
          <IconButton disabled={!canDiscard} aria-label={discardLabel} onClick={onDiscard}>
            <MdiIcon path={mdiClose} />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
