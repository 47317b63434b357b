// The floor of the first-screen budget: React 19, React DOM and React Router, two routes, nothing else.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';

const page = (title: string, to: string) => () =>
  createElement('main', null, createElement('h1', null, title), createElement(Link, { to }, 'next'));

const router = createBrowserRouter([
  { path: '/', Component: page('Home', '/other') },
  { path: '/other', Component: page('Other', '/') },
]);

const root = document.getElementById('root');
if (root) createRoot(root).render(createElement(RouterProvider, { router }));
