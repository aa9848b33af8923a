#if canImport(SwiftUI)
import SwiftUI
import Stagehand
#endif
