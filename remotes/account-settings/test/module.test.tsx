import { describeRemotePages } from '@portal/portal-kit/testing/remote-pages';
import remoteModule from '../src/module.ts';

describeRemotePages(remoteModule);
