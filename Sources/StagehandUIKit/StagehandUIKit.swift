#if canImport(UIKit)
import UIKit
import Stagehand
#endif
