module example.com/gin-example

go 1.19

require github.com/gin-gonic/gin v1.8.1
