{-# external_resources: {} #-}
