// The font ships with the package so screenshots do not depend on what the machine has installed.
import './interface-font/interface-font.css';
