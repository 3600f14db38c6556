// The baseline's one lazy route: a page with one query through the axios instance.
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { http } from './session';

export function HomePage() {
  const page = useQuery({
    queryKey: ['index'],
    queryFn: async () => (await http.get<string>('/', { responseType: 'text' })).data,
  });
  return <Typography>{page.data === undefined ? '…' : `${page.data.length} B`}</Typography>;
}
