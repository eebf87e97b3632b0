import { Outlet, useMatches } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { ja } from '@app/shared/messages/ja';
import { SimpleLayout } from './simple-layout';

/** Route `handle` of the my-number entry steps: `{ myNumberStep: 0 | 1 | 2 }` (基本情報 / 確認 / 完了). */
export interface MyNumberStepHandle {
  myNumberStep: number;
}

function isStepHandle(handle: unknown): handle is MyNumberStepHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as Record<string, unknown>).myNumberStep === 'number';
}

/** Worker my-number entry (token pages): the simple layout with a 3-step progress. */
export function MyNumberFormLayout() {
  const matches = useMatches();
  const step = [...matches].reverse().find((m) => isStepHandle(m.handle))?.handle;
  const activeStep = isStepHandle(step) ? step.myNumberStep : 0;
  return (
    <SimpleLayout>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 720, p: { xs: 3, sm: 5 } }}>
        <Stepper activeStep={activeStep} alternativeLabel sx={{ mb: 5 }}>
          {ja.myNumberForm.steps.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Box>
          <Outlet />
        </Box>
      </Paper>
    </SimpleLayout>
  );
}
