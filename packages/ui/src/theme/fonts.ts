// The font ships with the package so screenshots do not depend on what the machine has installed.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-700.css';
