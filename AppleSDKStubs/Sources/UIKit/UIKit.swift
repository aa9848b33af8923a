// Placeholder: the UIKit stand-in declarations are added here (see ../../README.md).
